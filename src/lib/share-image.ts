/**
 * The picture shared links show. The build draws it (src/node/host/share-image.ts); every page's
 * Head points to it (src/components/Seo.tsx).
 */
export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const
