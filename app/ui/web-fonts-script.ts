import { afterFirstPaintSource } from "~/http/after-first-paint";
import { fontFaces, fontWeights } from "~/styles/font-subset";
import interLatin from "~/styles/fonts/inter-latin-400-700.woff2?url";
import mulishLatin from "~/styles/fonts/mulish-latin-400-700.woff2?url";

const addresses: Record<(typeof fontFaces)[number]["file"], string> = {
  "inter-latin-400-700.woff2": interLatin,
  "mulish-latin-400-700.woff2": mulishLatin,
};

/**
 * Inline in `<head>` on every page: adds the web fonts (the FontFace API, app/styles/fonts.css declares only their
 * fallbacks) once the page's first contentful paint is on screen, as the app's scripts wait for it
 * (docs/decisions/009-first-paint.md): the first paint needs nothing but the HTML, and the fallback faces, made to
 * take the room the web fonts take, set its text. Both fonts are fetched together and added to the page together
 * once both have come, so that the text is laid out again once, and nothing moves. A page reached from another page
 * of the site, or reloaded, finds them in the browser's cache and adds them at once: its first paint shows them. When
 * the first paint cannot be waited for, they come when after-first-paint.ts says. Nothing is stored. Without
 * JavaScript the fallback faces stay.
 *
 * Laying a long page out again in new fonts is one task as long as the page (the home page's sections: 60 to 100 ms
 * on a slow phone, blocking a tap). On a first visit, what lies below the first screen in the parts hydrated on
 * demand (app/ui/on-demand.tsx) is held out of layout while the fonts are added (`content-visibility: auto`, keeping
 * the size it has, so that a link to a section still lands on it), in blocks of at most two screens' height (a
 * taller part is held child by child), then let go in idle slices of up to 8 ms, each laid out in its slice. All
 * sizes are read before any is held (reading after a change would lay the page out again each time). A block the
 * visitor scrolls to is laid out when it comes near, as any. Each keeps the rest of its `style`.
 */
export const webFontsScript = `(function(){${afterFirstPaintSource}var F=window.FontFace,s=document.fonts,n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0],r=document.referrer,d=0;if(!F||!s)return;var f=${JSON.stringify(
  fontFaces.map((face) => [face.family, addresses[face.file]]),
)}.map(function(x){return new F(x[0],"url("+x[1]+") format(\\"woff2\\")",{weight:"${fontWeights.min} ${fontWeights.max}",display:"swap"})});function now(){d||(d=1,f.forEach(function(x){s.add(x)}))}function on(){Promise.all(f.map(function(x){return x.load()})).then(function(){if(d)return;var h=innerHeight,l=[],i=0,w=window.requestIdleCallback||setTimeout;function pick(e){var b=e.getBoundingClientRect();if(b.bottom<=h||!b.height)return;if((b.top<h||b.height>2*h)&&e.children.length)return[].forEach.call(e.children,pick);b.top>h&&l.push([e,b,e.hasAttribute("style")])}[].forEach.call(document.querySelectorAll("[data-on-demand]>*"),pick);l.forEach(function(x){x[0].style.contentVisibility="auto";x[0].style.containIntrinsicSize="auto "+x[1].width+"px auto "+x[1].height+"px"});now();w(function next(){var t=performance.now(),x,e;while((x=l[i])&&performance.now()-t<8){i++;e=x[0];e.style.removeProperty("content-visibility");e.style.removeProperty("contain-intrinsic-size");x[2]||e.getAttribute("style")||e.removeAttribute("style");e.offsetHeight}x&&w(next)})},function(){})}try{if(n&&n.type!=="navigate"||r&&new URL(r).origin===location.origin)return now()}catch(e){}afterFirstPaint(on)})()`;
