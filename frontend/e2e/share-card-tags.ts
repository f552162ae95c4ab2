/** The share tags of a page's head (og:image and its details, twitter:image, og:locale…), decoded. */
export function shareTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g))
    tags[match[2]] = match[3]
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  return tags;
}

/** Width and height read from an image's own header: PNG (IHDR), or undefined for anything else. */
export function pngSize(body: Buffer): { width: number; height: number } | undefined {
  if (body.length < 24 || body.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return undefined;
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}
