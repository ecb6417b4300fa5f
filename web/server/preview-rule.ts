// The rule of an image's preview class (decision 0182): the server inlines it beside the tints' (document.tsx), so a
// page's pictures show a blurred copy of themselves while they load, at no cost in script.
/** An image's preview class (src/modules/media/look.ts writes it): `lq-` and a tiny WebP of it in base64url (decision 0182). */
export const PREVIEW_CLASSES = /\blq-[A-Za-z0-9_-]{8,600}(?![A-Za-z0-9_-])/g;
/**
 * A preview class's one rule, which a rendered page inlines beside the tints (web/server/document.tsx): the tiny WebP
 * stretched to the image's box and blurred there (an SVG's Gaussian blur at the box's own size, its edges kept opaque),
 * drawn over the tint until the image itself covers it. CSS and the server's markup only: no script.
 */
export function previewRule(className: string): string {
  const webp = className.slice(3).replaceAll('-', '+').replaceAll('_', '/');
  const svg =
    "<svg xmlns='http://www.w3.org/2000/svg'><filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='16'/>" +
    "<feComponentTransfer><feFuncA type='discrete' tableValues='1 1'/></feComponentTransfer></filter>" +
    `<image width='100%' height='100%' preserveAspectRatio='none' filter='url(%23b)' href='data:image/webp;base64,${webp}'/></svg>`;
  const url = svg.replaceAll('<', '%3C').replaceAll('>', '%3E');
  return `.${className}.${className}{background-image:url("data:image/svg+xml;charset=utf-8,${url}");background-size:100% 100%}`;
}
