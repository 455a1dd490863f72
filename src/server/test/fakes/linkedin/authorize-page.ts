// The stand-in for LinkedIn's consent screen: who asks, for what, Allow or Cancel.

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function authorizePage(options: {
  appName: string;
  memberName: string;
  scopes: string[];
  fields: Record<string, string>;
}): string {
  const hidden = Object.entries(options.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>LinkedIn (test stand-in) · Authorize</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1d2226}
button{font:inherit;padding:.6rem 1.4rem;border-radius:999px;border:1px solid #0a66c2;cursor:pointer;margin-right:.5rem}
.allow{background:#0a66c2;color:#fff}.cancel{background:#fff;color:#0a66c2}</style></head>
<body><h1>${escapeHtml(options.appName)} would like to access your LinkedIn account</h1>
<p>Signed in as <strong>${escapeHtml(options.memberName)}</strong>.</p>
<p>Requested permissions:</p><ul>${options.scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('')}</ul>
<form method="post" action="/oauth/v2/authorization/decision">${hidden}
<button class="allow" type="submit" name="decision" value="allow">Allow</button>
<button class="cancel" type="submit" name="decision" value="cancel">Cancel</button></form>
</body></html>`;
}

export function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LinkedIn (test stand-in) · Error</title></head><body><h1>Bummer, something went wrong.</h1><p>${escapeHtml(message)}</p></body></html>`;
}
