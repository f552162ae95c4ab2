/** `text` closed with a full stop, unless it ends with one already ("… S.L." stays, never "S.L.."). */
export function withFullStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
