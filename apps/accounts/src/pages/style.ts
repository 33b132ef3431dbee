/** The account pages' stylesheet, in the site's brand colours (apps/web/src/index.css); no JavaScript needed. */
export const ACCOUNTS_CSS = `
:root{--brand-50:#eef6fc;--brand-500:#1f6fb2;--brand-600:#175a93;--brand-700:#0f3d64;--brand-900:#0a2540;
--accent-500:#f59e0b;--accent-600:#d97706;color-scheme:light}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#f8fafc;color:#0f172a;
font-family:Inter,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
.bar{background:var(--brand-700);color:#fff;padding:0 1rem;height:4rem;display:flex;align-items:center;
box-shadow:0 1px 3px rgba(0,0,0,.2)}
.brand{color:#fff;font-weight:700;font-size:1.25rem;text-decoration:none}
.card{width:100%;max-width:28rem;margin:2.5rem auto;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;
padding:2rem;box-shadow:0 1px 2px rgba(0,0,0,.05)}
h1{margin:0 0 1.25rem;font-size:1.5rem;color:var(--brand-900)}
p{line-height:1.5}
label{display:block;font-weight:600;font-size:.9rem;margin:1rem 0 .35rem}
input[type=text],input[type=email],input[type=password]{width:100%;padding:.6rem .75rem;font-size:1rem;
border:1px solid #94a3b8;border-radius:.5rem;background:#fff;color:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--accent-500);outline-offset:2px}
input[aria-invalid=true]{border-color:#b91c1c;background:#fef2f2}
.row{display:flex;gap:.75rem}.row>div{flex:1}
.check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400;margin-top:1.25rem}
.check input{margin-top:.2rem;width:1.1rem;height:1.1rem}
.hint{font-size:.85rem;color:#475569;margin:.35rem 0 0}
.field-error{font-size:.85rem;color:#b91c1c;margin:.35rem 0 0}
.alert{border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem;font-size:.95rem}
.alert.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca}
.alert.info{background:var(--brand-50);color:var(--brand-900);border:1px solid #bfdbfe}
button{margin-top:1.5rem;width:100%;padding:.7rem 1rem;font-size:1rem;font-weight:600;color:#fff;border:0;
border-radius:.5rem;background:var(--brand-600);cursor:pointer}
button:hover{background:var(--brand-700)}
.links{margin-top:1.25rem;font-size:.9rem;display:flex;justify-content:space-between;flex-wrap:wrap;gap:.5rem}
a{color:var(--brand-600)}
.foot{margin-top:auto;padding:1.5rem;text-align:center;font-size:.9rem;background:var(--brand-900)}
.foot a{color:#fff}
@media (max-width:480px){.card{margin:0;border-radius:0;border-left:0;border-right:0}.row{flex-direction:column;gap:0}}
`;
