import { defineMessages } from '@tradeforge/i18n';

/** The products module's error texts: product fields, the tier's limit, prices and datasheets. */
export const productErrors = defineMessages(
  {
    category: 'categoryId: choose a category of the chosen industry.',
    subCategory: 'subCategoryId: choose a subcategory of the chosen category.',
    imageFirst: 'images: an image must be uploaded first.',
    datasheetFirst: 'datasheet: a datasheet must be uploaded first.',
    limit:
      'The {tier} membership allows {limit} products and this business has reached it. Upgrade the membership to add more.',
    noDatasheet: 'This product has no datasheet.',
    currency: 'price.currency: use an ISO 4217 currency code such as USD or EUR.',
    decimals:
      'price.{field}: {currency} amounts have at most {digits, plural, one {# decimal} other {# decimals}}.',
    priceOrder: 'price.max: the highest price must not be below the lowest.',
    datasheetUploadGone: 'datasheet: this upload does not exist or has expired.',
    datasheetNotReceived: 'datasheet: the file has not been received; upload it first.',
    datasheetTooLarge: 'datasheet: the file is larger than 10 MB.',
    datasheetNotPdf: 'datasheet: the file is not a PDF.',
    tooManyDatasheets: 'Too many datasheet uploads in progress: finish one first.',
  },
  {
    es: {
      category: 'categoryId: elija una categoría del sector elegido.',
      subCategory: 'subCategoryId: elija una subcategoría de la categoría elegida.',
      imageFirst: 'images: primero hay que subir la imagen.',
      datasheetFirst: 'datasheet: primero hay que subir la ficha técnica.',
      limit:
        'La membresía {tier} permite {limit} productos y esta empresa ya ha alcanzado ese límite. Mejore la membresía para añadir más.',
      noDatasheet: 'Este producto no tiene ficha técnica.',
      currency: 'price.currency: use un código de moneda ISO 4217, como USD o EUR.',
      decimals:
        'price.{field}: los importes en {currency} tienen como máximo {digits, plural, one {# decimal} other {# decimales}}.',
      priceOrder: 'price.max: el precio máximo no debe ser inferior al mínimo.',
      datasheetUploadGone: 'datasheet: esta carga no existe o ha caducado.',
      datasheetNotReceived: 'datasheet: no se ha recibido el archivo; súbalo primero.',
      datasheetTooLarge: 'datasheet: el archivo supera los 10 MB.',
      datasheetNotPdf: 'datasheet: el archivo no es un PDF.',
      tooManyDatasheets: 'Demasiadas cargas de fichas técnicas en curso: termine una primero.',
    },
    it: {
      category: 'categoryId: scegli una categoria del settore scelto.',
      subCategory: 'subCategoryId: scegli una sottocategoria della categoria scelta.',
      imageFirst: 'images: l’immagine deve essere caricata prima.',
      datasheetFirst: 'datasheet: la scheda tecnica deve essere caricata prima.',
      limit:
        'L’abbonamento {tier} consente {limit} prodotti e questa azienda ha raggiunto il limite. Passa a un abbonamento superiore per aggiungerne altri.',
      noDatasheet: 'Questo prodotto non ha una scheda tecnica.',
      currency: 'price.currency: usa un codice valuta ISO 4217, ad esempio USD o EUR.',
      decimals:
        'price.{field}: gli importi in {currency} hanno al massimo {digits, plural, one {# decimale} other {# decimali}}.',
      priceOrder: 'price.max: il prezzo massimo non deve essere inferiore al minimo.',
      datasheetUploadGone: 'datasheet: questo caricamento non esiste o è scaduto.',
      datasheetNotReceived: 'datasheet: il file non è stato ricevuto; caricalo prima.',
      datasheetTooLarge: 'datasheet: il file supera i 10 MB.',
      datasheetNotPdf: 'datasheet: il file non è un PDF.',
      tooManyDatasheets: 'Troppi caricamenti di schede tecniche in corso: completane prima uno.',
    },
    zh: {
      category: 'categoryId：请选择所选行业下的类别。',
      subCategory: 'subCategoryId：请选择所选类别下的子类别。',
      imageFirst: 'images：请先上传图片。',
      datasheetFirst: 'datasheet：请先上传技术资料。',
      limit: '{tier} 会员最多可发布 {limit} 个产品，该企业已达到上限。请升级会员以添加更多产品。',
      noDatasheet: '该产品没有技术资料。',
      currency: 'price.currency：请使用 ISO 4217 货币代码，例如 USD 或 EUR。',
      decimals: 'price.{field}：{currency} 金额最多保留 {digits} 位小数。',
      priceOrder: 'price.max：最高价不能低于最低价。',
      datasheetUploadGone: 'datasheet：此上传不存在或已过期。',
      datasheetNotReceived: 'datasheet：尚未收到文件；请先上传。',
      datasheetTooLarge: 'datasheet：文件超过 10 MB。',
      datasheetNotPdf: 'datasheet：文件不是 PDF。',
      tooManyDatasheets: '进行中的技术资料上传过多：请先完成其中一个。',
    },
  },
);
