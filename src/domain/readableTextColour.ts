function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/**
 * White or near-black, whichever reads better on a dealer's brand colour: dealers pick any
 * colour, and WCAG AA needs 4.5:1 for text on it.
 */
export function readableTextColour(background: string): '#ffffff' | '#111111' {
  if (!/^#[0-9a-fA-F]{6}$/.test(background)) return '#ffffff'
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111') ? '#ffffff' : '#111111'
}
