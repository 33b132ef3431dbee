/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A tagged template that escapes every interpolated value unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Part = string | number | Html | undefined | null | false | Html[];

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0]!;
  values.forEach((value, index) => {
    if (Array.isArray(value)) out += value.map((item) => item.value).join('');
    else if (value instanceof Html) out += value.value;
    else if (value !== undefined && value !== null && value !== false) out += escapeHtml(String(value));
    out += strings[index + 1]!;
  });
  return new Html(out);
}

export interface PageFrame {
  siteName: string;
  title: string;
  /** The page's language: `lang`, and where the brand and the way back lead (the site in that language). */
  lang: string;
  siteHome: string;
  backLabel: string;
  assetsBase: string;
}

/** The page around every account form: the site's brand bar, one card, and a footer back to the site. */
export function renderPage(frame: PageFrame, body: Html): string {
  return `<!doctype html>${html`<html lang="${frame.lang}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>${frame.title} | ${frame.siteName} USA</title>
      <link rel="stylesheet" href="${frame.assetsBase}/assets/accounts.css" />
    </head>
    <body>
      <header class="bar"><a class="brand" href="${frame.siteHome}">${frame.siteName}</a></header>
      <main class="card" id="main">
        <h1>${frame.title}</h1>
        ${body}
      </main>
      <footer class="foot"><a href="${frame.siteHome}">${frame.backLabel}</a></footer>
    </body>
  </html>`}`;
}
