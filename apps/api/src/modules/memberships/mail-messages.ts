import { defineMessages } from '@tradeforge/i18n';

/** The membership mails' texts; plan names (Gold, Premium, Platinum, Standard) stay as they are in every language. */
export const membershipMessages = defineMessages(
  {
    'receipt.subject': '{siteName} receipt {receipt}: {plan} membership',
    'receipt.thanks': 'Thank you for your payment. {companyName} now has the {plan} membership.',
    'receipt.details':
      'Receipt: {receipt}\nBusiness: {companyName}\nPlan: {plan} (one year, until {until})\nAmount: {amount}\nDate: {date}',
    'receipt.card': 'Card: ending in {last4}',
    'receipt.online': 'View it online: {link}',
    'receipt.verification':
      "Your membership lets {companyName} ask for the verified badge: send the company's registration documents from Manage Profile, Verification ({link}). An operator checks them, paid members first, and the badge shows once the request is approved.",
    'reminder.subject': 'Your {plan} membership for {companyName} ends on {date}',
    'reminder.text':
      'The {plan} membership of {companyName} on {siteName} ends on {date}.\nRenew it for another year ({price}) to keep {verified, select, yes {your verified badge, } other {}}priority in search and {slots} product slots.\nWithout renewal the business goes back to Standard {graceDays} days after that date, and products beyond the first 7 are hidden (not deleted) until you upgrade again.\n\nRenew: {link}',
  },
  {
    es: {
      'receipt.subject': 'Recibo {receipt} de {siteName}: membresía {plan}',
      'receipt.thanks': 'Gracias por su pago. {companyName} ya tiene la membresía {plan}.',
      'receipt.details':
        'Recibo: {receipt}\nEmpresa: {companyName}\nPlan: {plan} (un año, hasta el {until})\nImporte: {amount}\nFecha: {date}',
      'receipt.card': 'Tarjeta: terminada en {last4}',
      'receipt.online': 'Véalo en línea: {link}',
      'receipt.verification':
        'Su membresía permite a {companyName} solicitar la insignia de empresa verificada: envíe los documentos de registro de la empresa desde Gestionar perfil, Verificación ({link}). Un operador los revisa, primero los de miembros de pago, y la insignia aparece en cuanto se aprueba la solicitud.',
      'reminder.subject': 'Su membresía {plan} de {companyName} termina el {date}',
      'reminder.text':
        'La membresía {plan} de {companyName} en {siteName} termina el {date}.\nRenuévela por un año más ({price}) para conservar {verified, select, yes {su insignia de verificada, } other {}}la prioridad en las búsquedas y {slots} espacios para productos.\nSin renovación, la empresa vuelve a Standard {graceDays} días después de esa fecha, y los productos más allá de los 7 primeros se ocultan (no se eliminan) hasta que vuelva a mejorar su membresía.\n\nRenovar: {link}',
    },
    it: {
      'receipt.subject': 'Ricevuta {receipt} di {siteName}: abbonamento {plan}',
      'receipt.thanks': 'Grazie per il pagamento. {companyName} ora ha l’abbonamento {plan}.',
      'receipt.details':
        'Ricevuta: {receipt}\nAzienda: {companyName}\nPiano: {plan} (un anno, fino al {until})\nImporto: {amount}\nData: {date}',
      'receipt.card': 'Carta: che termina con {last4}',
      'receipt.online': 'Vedila online: {link}',
      'receipt.verification':
        'Il tuo abbonamento permette a {companyName} di chiedere il badge di azienda verificata: invia i documenti di registrazione dell’azienda da Gestisci profilo, Verifica ({link}). Un operatore li controlla, prima quelli degli abbonati a pagamento, e il badge compare appena la richiesta è approvata.',
      'reminder.subject': 'Il tuo abbonamento {plan} per {companyName} scade il {date}',
      'reminder.text':
        'L’abbonamento {plan} di {companyName} su {siteName} scade il {date}.\nRinnovalo per un altro anno ({price}) per mantenere {verified, select, yes {il badge di azienda verificata, } other {}}la priorità nelle ricerche e {slots} spazi per i prodotti.\nSenza rinnovo l’azienda torna a Standard {graceDays} giorni dopo quella data, e i prodotti oltre i primi 7 vengono nascosti (non eliminati) finché non passi di nuovo a un piano superiore.\n\nRinnova: {link}',
    },
    zh: {
      'receipt.subject': '{siteName} 收据 {receipt}：{plan} 会员',
      'receipt.thanks': '感谢您的付款。{companyName} 现已开通 {plan} 会员。',
      'receipt.details':
        '收据：{receipt}\n企业：{companyName}\n方案：{plan}（一年，至 {until}）\n金额：{amount}\n日期：{date}',
      'receipt.card': '银行卡：尾号 {last4}',
      'receipt.online': '在线查看：{link}',
      'receipt.verification':
        '您的会员资格让 {companyName} 可以申请已认证标识：请在“管理资料”的“认证”中提交企业注册文件（{link}）。运营人员会审核这些文件，付费会员优先，申请获批后即显示标识。',
      'reminder.subject': '您 {companyName} 的 {plan} 会员将于 {date} 到期',
      'reminder.text':
        '{companyName} 在 {siteName} 的 {plan} 会员将于 {date} 到期。\n续费一年（{price}）即可保留{verified, select, yes {已认证标识、} other {}}搜索优先排名和 {slots} 个产品位。\n如不续费，该企业将在该日期 {graceDays} 天后恢复为 Standard，前 7 个以外的产品将被隐藏（不会删除），直到您再次升级。\n\n续费：{link}',
    },
  },
);
