/**
 * Widths shared with the layout, which offsets the page by the docked sidebar. Apart from the
 * sidebar so the layout can reserve the space before the (lazy) sidebar has loaded.
 */
export const SIDEBAR_WIDTH = { full: 'lg:ms-64', mini: 'lg:ms-20' } as const;
