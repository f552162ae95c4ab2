/** The visually hidden note, read after a link's text, that the link opens a new tab. */
export function NewTabHint({ text }: { text: string }) {
  return <span className="visually-hidden"> {text}</span>;
}
