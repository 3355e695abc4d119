import type { OutboxRow } from "../../platform/mail/outbox.ts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Escapes the text, then turns http(s) addresses into links; nothing else can become markup. */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (match) => {
    const url = match.replace(/[.,;:!?)\]]+$/, "");
    const rest = match.slice(url.length);
    return `<a href="${url}">${url}</a>${rest}`;
  });
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1.5rem;color:#1f2328}
h1{font-size:1.4rem}article{border:1px solid #d0d7de;border-radius:.5rem;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:0 1rem;margin:0 0 .75rem;color:#57606a}
dd{margin:0}pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}`;

/** The development mailbox: what the app would have sent, newest first. */
export function renderMailboxPage(mails: OutboxRow[], total: number, nonce: string): string {
  const items = mails
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(m.toAddress)}</dd><dt>Kind</dt><dd>${escapeHtml(m.kind)}</dd>
<dt>Time</dt><dd><time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString()}</time></dd>
<dt>Status</dt><dd>${escapeHtml(m.status)}</dd></dl>
<pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mailbox · Atelier</title><style nonce="${nonce}">${STYLE}</style></head>
<body><h1>Mailbox</h1><p>${total === 0 ? "No mail yet." : `${mails.length} of ${total} mails, newest first.`}</p>
${items}
</body></html>`;
}
