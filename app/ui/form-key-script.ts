/**
 * The idempotency key of a form sent from a page (the contact form's hidden `idempotencyKey`), made in the browser
 * when the form is first sent: a `submit` listener on the document, capturing, so that it runs before React's handler
 * and before the browser posts the form itself (before the app runs). The key stays for the page's life: a double
 * click or a retry is stored once, and the page's HTML, holding no key, is the same for every visitor
 * (docs/decisions/025-shared-page-bytes.md). A post without one (JavaScript off) gets a key from its contents on the
 * server (features/contact/contact-action.server.ts).
 */
export const formKeyScript = `document.addEventListener("submit",function(e){var k=e.target.elements&&e.target.elements.idempotencyKey;if(k&&!k.value)k.value=Array.prototype.map.call(crypto.getRandomValues(new Uint8Array(16)),function(b){return(b+256).toString(16).slice(1)}).join("")},!0)`;
