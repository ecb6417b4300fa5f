// An article's body as the server rendered it from Markdown (decision 0090).
export function ArticleBody({ html, className = '' }: { html: string; className?: string }) {
  // The server's renderer writes every element and attribute itself (src/modules/publishing/markdown.ts).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by construction on the server (decision 0090)
  return <div className={`article-body ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
