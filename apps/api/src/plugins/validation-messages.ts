import type { SiteLocale } from '@tradeforge/contracts';
import { defineMessages } from '@tradeforge/i18n';

/** The part of an Ajv issue its message is made from. */
export interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const ES_CONTEXT =
  '{context, select, body {Cuerpo de la solicitud no válido} querystring {Parámetros de consulta no válidos} params {Parámetros de ruta no válidos} headers {Cabeceras no válidas} other {Solicitud no válida}}';
const IT_CONTEXT =
  '{context, select, body {Corpo della richiesta non valido} querystring {Parametri della query non validi} params {Parametri del percorso non validi} headers {Intestazioni non valide} other {Richiesta non valida}}';
const ZH_CONTEXT =
  '{context, select, body {请求正文无效} querystring {查询参数无效} params {路径参数无效} headers {请求头无效} other {请求无效}}';

/**
 * The error handler's validation answers, and Ajv's texts per keyword (its English, as Ajv writes it, is kept as
 * it comes). A field keeps its name in every language: it is what the client sent.
 */
export const validationMessages = defineMessages(
  {
    issues: 'Invalid {context}: {issues}',
    issue: 'Invalid {context}: {label} {problem}.',
    unknownField: 'is not a known field',
    repeated: 'was sent more than once; send it once',
    oneOf: 'must be one of {values}',
    type: 'must be {type}',
    required: "must have required property ''{property}''",
    minLength:
      '{limit, plural, one {must NOT have fewer than # character} other {must NOT have fewer than # characters}}',
    maxLength:
      '{limit, plural, one {must NOT have more than # character} other {must NOT have more than # characters}}',
    comparison: 'must be {comparison} {limit}',
    multipleOf: 'must be multiple of {multipleOf}',
    pattern: 'must match pattern "{pattern}"',
    format: 'must match format "{format}"',
    enum: 'must be equal to one of the allowed values',
    const: 'must be equal to constant',
    minItems:
      '{limit, plural, one {must NOT have fewer than # item} other {must NOT have fewer than # items}}',
    maxItems: '{limit, plural, one {must NOT have more than # item} other {must NOT have more than # items}}',
    uniqueItems: 'must NOT have duplicate items (items ## {j} and {i} are identical)',
    minProperties:
      '{limit, plural, one {must NOT have fewer than # property} other {must NOT have fewer than # properties}}',
    maxProperties:
      '{limit, plural, one {must NOT have more than # property} other {must NOT have more than # properties}}',
    anyOf: 'must match a schema in anyOf',
    oneOfSchemas: 'must match exactly one schema in oneOf',
    not: 'must NOT be valid',
    additionalProperties: 'must NOT have additional properties',
    invalid: 'is invalid',
  },
  {
    es: {
      issues: `${ES_CONTEXT}: {issues}`,
      issue: `${ES_CONTEXT}: {label} {problem}.`,
      unknownField: 'no es un campo conocido',
      repeated: 'se envió más de una vez; envíelo solo una vez',
      oneOf: 'debe ser uno de estos valores: {values}',
      type: 'debe ser de tipo {type}',
      required: 'debe incluir la propiedad obligatoria «{property}»',
      minLength: 'no debe tener menos de {limit, plural, one {# carácter} other {# caracteres}}',
      maxLength: 'no debe tener más de {limit, plural, one {# carácter} other {# caracteres}}',
      comparison: 'debe ser {comparison} {limit}',
      multipleOf: 'debe ser múltiplo de {multipleOf}',
      pattern: 'debe coincidir con el patrón "{pattern}"',
      format: 'debe tener el formato "{format}"',
      enum: 'debe ser uno de los valores permitidos',
      const: 'debe ser igual al valor fijado',
      minItems: 'no debe tener menos de {limit, plural, one {# elemento} other {# elementos}}',
      maxItems: 'no debe tener más de {limit, plural, one {# elemento} other {# elementos}}',
      uniqueItems: 'no debe tener elementos repetidos (los elementos n.º {j} y {i} son iguales)',
      minProperties: 'no debe tener menos de {limit, plural, one {# propiedad} other {# propiedades}}',
      maxProperties: 'no debe tener más de {limit, plural, one {# propiedad} other {# propiedades}}',
      anyOf: 'debe coincidir con alguno de los esquemas de anyOf',
      oneOfSchemas: 'debe coincidir exactamente con un esquema de oneOf',
      not: 'no debe ser válido según el esquema',
      additionalProperties: 'no debe tener propiedades adicionales',
      invalid: 'no es válido',
    },
    it: {
      issues: `${IT_CONTEXT}: {issues}`,
      issue: `${IT_CONTEXT}: {label} {problem}.`,
      unknownField: 'non è un campo previsto',
      repeated: 'è stato inviato più di una volta; invialo una sola volta',
      oneOf: 'deve essere uno di questi valori: {values}',
      type: 'deve essere di tipo {type}',
      required: 'deve contenere la proprietà obbligatoria «{property}»',
      minLength: 'non deve avere meno di {limit, plural, one {# carattere} other {# caratteri}}',
      maxLength: 'non deve avere più di {limit, plural, one {# carattere} other {# caratteri}}',
      comparison: 'deve essere {comparison} {limit}',
      multipleOf: 'deve essere un multiplo di {multipleOf}',
      pattern: 'deve corrispondere al pattern "{pattern}"',
      format: 'deve avere il formato "{format}"',
      enum: 'deve essere uno dei valori consentiti',
      const: 'deve essere uguale al valore previsto',
      minItems: 'non deve avere meno di {limit, plural, one {# elemento} other {# elementi}}',
      maxItems: 'non deve avere più di {limit, plural, one {# elemento} other {# elementi}}',
      uniqueItems: 'non deve avere elementi ripetuti (gli elementi n. {j} e {i} sono uguali)',
      minProperties: 'non deve avere meno di {limit} proprietà',
      maxProperties: 'non deve avere più di {limit} proprietà',
      anyOf: 'deve corrispondere a uno degli schemi di anyOf',
      oneOfSchemas: 'deve corrispondere esattamente a uno schema di oneOf',
      not: 'non deve essere valido secondo lo schema',
      additionalProperties: 'non deve avere proprietà aggiuntive',
      invalid: 'non è valido',
    },
    zh: {
      issues: `${ZH_CONTEXT}：{issues}`,
      issue: `${ZH_CONTEXT}：{label} {problem}。`,
      unknownField: '不是已知字段',
      repeated: '被发送了多次；请只发送一次',
      oneOf: '必须是以下值之一：{values}',
      type: '必须是 {type} 类型',
      required: '必须包含必填属性“{property}”',
      minLength: '不能少于 {limit} 个字符',
      maxLength: '不能超过 {limit} 个字符',
      comparison: '必须 {comparison} {limit}',
      multipleOf: '必须是 {multipleOf} 的倍数',
      pattern: '必须符合模式“{pattern}”',
      format: '必须符合格式“{format}”',
      enum: '必须是允许的值之一',
      const: '必须等于规定的值',
      minItems: '不能少于 {limit} 项',
      maxItems: '不能超过 {limit} 项',
      uniqueItems: '不能包含重复项（第 {j} 项与第 {i} 项相同）',
      minProperties: '不能少于 {limit} 个属性',
      maxProperties: '不能超过 {limit} 个属性',
      anyOf: '必须符合 anyOf 中的某个模式',
      oneOfSchemas: '必须恰好符合 oneOf 中的一个模式',
      not: '不能符合该模式',
      additionalProperties: '不能包含额外的属性',
      invalid: '无效',
    },
  },
);

type Key = Parameters<ReturnType<typeof validationMessages.in>>[0];

/** Ajv's keywords and the message each is worded with; the values are Ajv's `params`, renamed where needed. */
const KEYWORDS: Record<string, (params: Record<string, unknown>) => [Key, Record<string, unknown>?]> = {
  type: (params) => ['type', { type: String(params.type) }],
  required: (params) => ['required', { property: params.missingProperty }],
  minLength: (params) => ['minLength', params],
  maxLength: (params) => ['maxLength', params],
  minimum: (params) => ['comparison', params],
  maximum: (params) => ['comparison', params],
  exclusiveMinimum: (params) => ['comparison', params],
  exclusiveMaximum: (params) => ['comparison', params],
  multipleOf: (params) => ['multipleOf', params],
  pattern: (params) => ['pattern', params],
  format: (params) => ['format', params],
  enum: () => ['enum'],
  const: () => ['const'],
  minItems: (params) => ['minItems', params],
  maxItems: (params) => ['maxItems', params],
  uniqueItems: (params) => ['uniqueItems', params],
  minProperties: (params) => ['minProperties', params],
  maxProperties: (params) => ['maxProperties', params],
  anyOf: () => ['anyOf'],
  oneOf: () => ['oneOfSchemas'],
  not: () => ['not'],
  additionalProperties: () => ['additionalProperties'],
};

/**
 * What Ajv says about one value, in `locale`: Ajv's own English as it wrote it, the other languages worded from the
 * issue's keyword and values (a keyword without a wording here says the value is invalid).
 */
export function ajvProblem(issue: AjvIssue, locale: SiteLocale): string {
  if (locale === 'en') return issue.message ?? 'is invalid';
  const [key, values] = KEYWORDS[issue.keyword]?.(issue.params) ?? ['invalid'];
  return validationMessages.in(locale)(key, values);
}
