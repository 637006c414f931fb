/**
 * Behaviour 5: inside `[data-gallery-layout]`, each image's parent grows in proportion to the image's
 * aspect ratio (width ÷ height attributes), so a row of pictures of different shapes fills the width
 * at one common height.
 */

export function aspectRatioOf(image: HTMLImageElement): number | undefined {
  const width = Number(image.getAttribute("width"));
  const height = Number(image.getAttribute("height"));
  return width > 0 && height > 0 ? width / height : undefined;
}

export function layOutGalleries(root: ParentNode = document): void {
  for (const image of root.querySelectorAll<HTMLImageElement>("[data-gallery-layout] img")) {
    const ratio = aspectRatioOf(image);
    // Set through the CSSOM, which a strict Content-Security-Policy allows, unlike style attributes.
    if (ratio !== undefined) image.parentElement?.style.setProperty("flex", `${ratio} 1 0%`);
    image.style.setProperty("width", "100%");
    image.style.setProperty("height", "auto");
    image.style.setProperty("opacity", "1");
  }
}
