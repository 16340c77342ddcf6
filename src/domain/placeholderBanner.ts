/** Local banner artwork for the demo content (no third-party images): a road at dusk in the website's colour. */
export const bannerSizes = { hero: [1920, 720], tall: [1920, 1080], promo: [1920, 540], card: [600, 400] } as const
export type BannerSize = keyof typeof bannerSizes

export function placeholderBannerSvg(size: BannerSize, hex: string): string {
  const [w, h] = bannerSizes[size]
  const colour = /^[0-9a-f]{6}$/i.test(hex) ? `#${hex}` : '#0a3d62'
  const horizon = Math.round(h * 0.62)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#f3c98b"/></linearGradient></defs>
<rect width="${w}" height="${horizon}" fill="url(#s)"/>
<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="#2f3337"/>
<path d="M${w * 0.42} ${horizon}L${w * 0.2} ${h}H${w * 0.8}L${w * 0.58} ${horizon}Z" fill="#3d4247"/>
<path d="M${w / 2 - 4} ${horizon + (h - horizon) * 0.15}h8v${(h - horizon) * 0.2}h-8zM${w / 2 - 6} ${horizon + (h - horizon) * 0.5}h12v${(h - horizon) * 0.3}h-12z" fill="#e9e3cf"/>
<circle cx="${w * 0.78}" cy="${horizon * 0.55}" r="${h * 0.08}" fill="#fff3d6" opacity="0.85"/>
</svg>`
}
