import { describe, expect, it } from 'vitest'
import { contrastRatio, readableTextColour } from './readableTextColour'

describe('readableTextColour', () => {
  it('puts white text on dark brand colours and dark text on light ones', () => {
    expect(readableTextColour('#0b3c5d')).toBe('#ffffff')
    expect(readableTextColour('#f2a900')).toBe('#111111')
  })

  it('always reaches WCAG AA contrast for the demo brand colours', () => {
    for (const colour of ['#b0001e', '#0b3c5d', '#00606b', '#f2a900', '#f4a259', '#1d1d1b']) {
      expect(contrastRatio(colour, readableTextColour(colour))).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('falls back to white for a value that is not a hex colour', () => {
    expect(readableTextColour('red')).toBe('#ffffff')
  })
})
