/**
 * Placeholder vehicle pictures drawn locally as SVG, so demo stock needs no network: a side
 * profile by body shape, painted in the car's colour, with the frame turning the view a little.
 */
const paints: Record<string, string> = {
  white: '#f4f4f2',
  silver: '#c0c4c8',
  black: '#1c1c1e',
  grey: '#6b6f75',
  blue: '#1f4e9c',
  red: '#b3161b',
  green: '#2f6b3a',
  orange: '#e06b1f',
  bronze: '#8c6239',
  yellow: '#e8c21a',
}

const outlines: Record<string, string> = {
  sedan: 'M60 260 L110 200 L200 170 L380 165 L460 205 L540 220 L545 270 L60 275 Z',
  hatch: 'M60 262 L100 190 L190 160 L330 158 L430 210 L535 225 L540 272 L60 276 Z',
  suv: 'M55 265 L70 170 L170 135 L400 135 L470 195 L545 210 L548 272 L55 278 Z',
  ute: 'M55 265 L70 180 L150 140 L300 140 L330 190 L545 195 L548 272 L55 278 Z',
  van: 'M55 270 L60 130 L120 110 L520 110 L545 190 L548 272 L55 278 Z',
  coupe: 'M60 262 L140 195 L240 170 L360 172 L470 210 L545 225 L548 270 L60 275 Z',
  truck: 'M45 275 L50 110 L170 110 L180 180 L190 120 L555 120 L558 275 Z',
  caravan: 'M80 270 L85 120 Q90 95 130 95 L500 95 Q540 95 540 135 L540 270 L30 272 L30 262 L80 262 Z',
  motorhome: 'M50 270 L55 150 L110 120 L140 90 L530 90 Q552 90 552 120 L552 270 Z',
  motorcycle: 'M150 250 L220 190 L300 185 L350 160 L400 175 L450 230 L300 240 Z',
}

const shapeFor: Record<string, keyof typeof outlines> = {
  sedan: 'sedan', prestige: 'sedan', ev: 'sedan', hatch: 'hatch', hatchback: 'hatch', convertible: 'coupe', coupe: 'coupe',
  softtop: 'coupe', hardtop: 'coupe', suv: 'suv', '4x4': 'suv', wagon: 'suv', stationWagon: 'suv', peopleMover: 'van',
  ute: 'ute', cabChassis: 'ute', van: 'van', bus: 'van', lightTruck: 'truck', motorhome: 'motorhome', caravan: 'caravan',
  motorcycle: 'motorcycle',
}

export const placeholderBodies = Object.keys(shapeFor)
export const placeholderColours = Object.keys(paints)

export function placeholderCarSvg(body: string, colour: string, frame: number): string {
  const outline = outlines[shapeFor[body] ?? 'sedan']
  const paint = paints[colour] ?? paints.silver
  const angle = ((frame - 1) % 36) * 10
  const skew = Math.sin((angle * Math.PI) / 180) * 8
  const wheels = shapeFor[body] === 'motorcycle' ? [190, 420] : shapeFor[body] === 'caravan' ? [300, 340] : [150, 450]
  const sky = frame % 2 === 0 ? '#dfe7ee' : '#e7ebe4'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400" role="img" aria-label="${colour} ${body}">
<rect width="600" height="400" fill="${sky}"/><rect y="290" width="600" height="110" fill="#c9c9c3"/>
<g transform="skewX(${skew.toFixed(2)}) translate(${(-skew * 3).toFixed(1)} 0)"><path d="${outline}" fill="${paint}" stroke="#222" stroke-width="3"/>
${wheels.map((x) => `<circle cx="${x}" cy="278" r="34" fill="#222"/><circle cx="${x}" cy="278" r="14" fill="#999"/>`).join('')}</g>
<text x="580" y="385" text-anchor="end" font-family="sans-serif" font-size="16" fill="#444">${frame}</text></svg>`
}
