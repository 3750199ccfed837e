/**
 * Renders one of the site's pages in this process, as the server would answer its request, without a trip through
 * the network or the page cache: the publish check renders every page with the texts a publish would leave
 * (features/content/publish-render.server.ts). The server sets it when it starts (server/app.ts); a process that
 * serves no pages (a script, a unit test) has none.
 */
export type PageRenderer = (request: Request) => Promise<Response>;

let renderer: PageRenderer | undefined;

export const setPageRenderer = (render: PageRenderer | undefined) => {
  renderer = render;
};

export const pageRenderer = (): PageRenderer | undefined => renderer;
