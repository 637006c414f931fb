/**
 * A Vite plugin that puts the application page's style sheets into its HTML as `<style>`: the page
 * then paints with its first response instead of after two more requests (the policy allows inline
 * styles, never inline scripts). The sheets stay in the build for the other pages that use them.
 */
import type { Plugin } from "vite";

export function inlinePageCss(page = "index.html"): Plugin {
  return {
    name: "inline-page-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { filename, bundle }) {
        if (!bundle || !filename.endsWith(`/${page}`) || filename.endsWith(`/admin/${page}`)) return html;
        return html.replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== "asset") return tag;
          const css = typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css.replaceAll("</style", "<\\/style")}</style>`;
        });
      },
    },
  };
}
