import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * Small pictures that stand for different photos: a soft 8 x 6 pattern of light and shade drawn from `seed`. Two
 * seeds give pictures as unlike as two photos of different moments; the same seed gives the same picture. Tests of
 * the two-factor reset's copy check need a new selfie that is really new (a flat picture is like every other flat one).
 */
export async function scenePicture(seed: string, format: 'png' | 'jpeg' = 'png', width = 480, height = 360): Promise<Buffer> {
  const cells = Buffer.concat([createHash('sha256').update(seed).digest(), createHash('sha256').update(`${seed}/2`).digest()]);
  const grid = Buffer.alloc(8 * 6 * 3);
  for (let i = 0; i < 48; i += 1) {
    const shade = cells[i] ?? 0;
    grid[i * 3] = shade;
    grid[i * 3 + 1] = (shade * 7 + i * 13) % 256;
    grid[i * 3 + 2] = 255 - shade;
  }
  const picture = sharp(grid, { raw: { width: 8, height: 6, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .blur(2);
  return format === 'png' ? picture.png().toBuffer() : picture.jpeg({ quality: 90 }).toBuffer();
}
