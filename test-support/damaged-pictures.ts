/**
 * Pictures damaged the ways uploads are: cut short, bytes lost or changed on the way, a broken
 * header. Made by code from real encodes (sharp), so each is what a decoder meets in the wild.
 */
import { crc32 } from "node:zlib";
import sharp, { type Sharp } from "sharp";

/** A photograph-like picture: a gradient with grain (flat colour would leave the decoder little to do). */
function photograph(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 7;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = (((i / 3) % width) / width) * 200 + (state >>> 28);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const startOfScan = (jpeg: Buffer) => jpeg.indexOf(Buffer.from([0xff, 0xda]));

export async function damagedPictures(): Promise<Record<string, Buffer>> {
  const jpeg = await photograph(1200, 800).jpeg().toBuffer();
  const scan = startOfScan(jpeg);
  const middleOfScan = scan + Math.floor((jpeg.length - scan) / 2);
  const huffmanTable = jpeg.indexOf(Buffer.from([0xff, 0xc4]));
  const badTable = Buffer.from(jpeg);
  badTable[huffmanTable + 5] = 0xff; // more codes of length 1 than there can be

  const png = await photograph(300, 200).png().toBuffer();
  const idat = png.indexOf(Buffer.from("IDAT"));
  const idatLength = png.readUInt32BE(idat - 4);
  const idatMiddle = idat + 4 + Math.floor(idatLength / 2);
  const wrongCrc = Buffer.from(png);
  wrongCrc[idatMiddle] = (wrongCrc[idatMiddle] as number) ^ 0x20;
  // The compressed pixels changed and the chunk's CRC made to match: only inflating them shows it.
  const brokenDeflate = Buffer.from(png);
  for (let i = 0; i < 8; i++) brokenDeflate[idatMiddle + i] = (brokenDeflate[idatMiddle + i] as number) ^ 0x5a;
  brokenDeflate.writeUInt32BE(crc32(brokenDeflate.subarray(idat, idat + 4 + idatLength)), idat + 4 + idatLength);

  const webp = await photograph(300, 200).webp().toBuffer();
  const losslessWebp = await photograph(300, 200).webp({ lossless: true }).toBuffer();
  return {
    "a JPEG cut off in the middle of its scan": jpeg.subarray(0, middleOfScan),
    // Every marker in place, the end too: the scan's bits run out before its last blocks.
    "a JPEG that lost 200 bytes in the middle of its scan": Buffer.concat([
      jpeg.subarray(0, middleOfScan),
      jpeg.subarray(middleOfScan + 200),
    ]),
    "a JPEG with a Huffman table that cannot be": badTable,
    "a PNG whose pixel data fails its CRC": wrongCrc,
    "a PNG whose compressed pixels are broken under a matching CRC": brokenDeflate,
    "a PNG cut off in its pixel data": png.subarray(0, idatMiddle),
    "a WebP cut short": webp.subarray(0, Math.floor(webp.length * 0.6)),
    "a lossless WebP cut short": losslessWebp.subarray(0, Math.floor(losslessWebp.length * 0.6)),
  };
}
