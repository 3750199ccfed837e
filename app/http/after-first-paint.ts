/**
 * Inline script source: defines `afterFirstPaint(run)`, which calls `run` once, when the page's first contentful paint
 * has been presented (a frame's callbacks run before the screen shows it, so only the paint timing itself tells). A
 * hidden page, or a browser without paint timing, runs it at once; a page that paints nothing contentful within 3 s
 * runs it then. Shared by what waits for the first paint: the app's start-up (first-paint.server.ts) and the web fonts
 * (app/ui/web-fonts-script.ts).
 */
export const afterFirstPaintSource = `function afterFirstPaint(run){var P=window.PerformanceObserver,d=0;function go(){d||(d=1,run())}if(document.visibilityState==="hidden"||!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0))return go();setTimeout(go,3000);new P(function(l,o){l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),setTimeout(go,0))}).observe({type:"paint",buffered:true})}`;
