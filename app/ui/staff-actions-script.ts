/**
 * The staff area's one script (its pages are plain HTML and forms, without the site's scripts): buttons that need the
 * browser's own powers, which a form cannot reach. `data-copy="…"` copies its text to the clipboard and says so in
 * the `role="status"` element beside it (`data-done`, or `data-failed` where the clipboard cannot be written);
 * `data-print` prints the page. Such buttons come `hidden`, shown once this script runs: without it, none is shown
 * that would do nothing. A field with `data-count` tells its length as one types, in the element it names (its
 * `data-template`, `#` for the count; `data-outside` while outside `data-min`…`data-max`), as the server counts
 * it (characters as people count them, or words). Run from the page's head, allowed by the CSP's nonce.
 */
export const staffActionsScript = `document.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("[data-copy],[data-print]");if(!b)return;if(b.hasAttribute("data-print")){window.print();return}var s=b.parentNode.querySelector("[role=status]"),say=function(k){if(s)s.textContent=b.getAttribute(k)};navigator.clipboard?navigator.clipboard.writeText(b.getAttribute("data-copy")).then(function(){say("data-done")},function(){say("data-failed")}):say("data-failed")});document.addEventListener("input",function(e){var f=e.target,c=f.getAttribute&&f.getAttribute("data-count"),o=c&&document.getElementById(c);if(!o)return;var v=f.value.trim(),n=f.getAttribute("data-unit")==="words"?(v?v.split(/\\s+/).length:0):Array.from(f.value).length;o.textContent=o.getAttribute("data-template").replace("#",n);o.toggleAttribute("data-outside",n>+f.getAttribute("data-max")||n<+(f.getAttribute("data-min")||0))});document.addEventListener("DOMContentLoaded",function(){document.querySelectorAll("[data-copy][hidden],[data-print][hidden]").forEach(function(b){b.hidden=false})})`;
