/** §9 blog cards cut their text at 80 characters, on a word where one is near, with an ellipsis. */
export function cardText(text: string | null | undefined, limit = 80): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim()
  if (plain.length <= limit) return plain
  const cut = plain.slice(0, limit)
  const space = cut.lastIndexOf(' ')
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}
