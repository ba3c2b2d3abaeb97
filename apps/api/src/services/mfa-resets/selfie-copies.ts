import { SELFIE_COPY_MAX_DISTANCE, type SelfieCopy } from '@ico/domain/mfa-reset';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import type { Tx } from '../../db/client';
import { privateFile } from '../../db/schema';
import { AppError } from '../../errors';
import type { Deps } from '../deps';
import type { StoredPrivateFile } from '../files/stored-files';

/**
 * Is the new selfie of a two-factor reset a picture the account sent before? A thief holding the investor's token can
 * download the approved selfie through the files API and send it back as the "new" one, as it is, re-encoded,
 * resized, cropped a little or mirrored. The same bytes are refused at once; a picture that looks the same is
 * flagged, and a flagged selfie is never approved (decision 0029).
 */

/** The hash is an 8 x 8 grid of "brighter than the right-hand neighbour" bits (64 bits, the usual dHash). */
const GRID = 8;

const PICTURE_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * The difference hash of a picture (dHash): shrunk to 9 x 8 grey pixels, one bit per pair of neighbours. Measured on
 * four photos (decision 0029): re-encoding, a third of the size, brightness and a 2 to 4 percent crop moved 0 to 8
 * bits; different photos differed by 23 to 34. A finer 16 x 16 grid was less stable (a lossless PNG copy moved 25 of
 * 256 bits, a 4 percent crop up to 85).
 */
async function differenceHash(image: Sharp): Promise<Uint8Array> {
  const pixels = await image
    .greyscale()
    .resize(GRID + 1, GRID, { fit: 'fill' })
    .raw()
    .toBuffer();
  const bits = new Uint8Array(GRID * GRID);
  for (let row = 0; row < GRID; row += 1) {
    for (let column = 0; column < GRID; column += 1) {
      const at = row * (GRID + 1) + column;
      bits[row * GRID + column] = (pixels[at] ?? 0) > (pixels[at + 1] ?? 0) ? 1 : 0;
    }
  }
  return bits;
}

const decoded = (data: Buffer) => sharp(data, { failOn: 'none', limitInputPixels: 60_000_000 }).rotate();

/** The new picture as it is, mirrored, and turned: a copy may have been flipped or rotated to look new. */
async function variantHashes(data: Buffer): Promise<Uint8Array[]> {
  // Each variant is decoded to pixels first, so the turn and the flip apply after the EXIF orientation.
  const upright = await decoded(data).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = upright.info;
  const raw = () => sharp(upright.data, { raw: { width, height, channels } });
  return Promise.all([
    differenceHash(raw()),
    differenceHash(raw().flop()),
    differenceHash(raw().rotate(90)),
    differenceHash(raw().rotate(180)),
    differenceHash(raw().rotate(270)),
  ]);
}

function distance(a: Uint8Array, b: Uint8Array): number {
  let differing = 0;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) differing += 1;
  return differing;
}

/** The account's stored verification files (every identity picture, ID card, passport page and earlier reset selfie). */
function storedFilesOf(tx: Tx, userId: number) {
  return tx
    .select({
      id: privateFile.id,
      storageKey: privateFile.storageKey,
      contentType: privateFile.contentType,
      sha256: privateFile.sha256,
      receivedSha256: privateFile.receivedSha256,
    })
    .from(privateFile)
    .where(and(eq(privateFile.ownerId, userId), isNotNull(privateFile.submissionId)));
}

/**
 * Compares the new selfie (as sent and as stored) with every stored verification file of the account. The same bytes
 * answer 400 SELFIE_IS_COPY (nothing is stored); a picture within SELFIE_COPY_MAX_DISTANCE answers the closest one,
 * for staff to see; else null. A stored file that cannot be read or decoded is skipped: it cannot have been copied
 * through the files API either.
 */
export async function findSelfieCopy(
  deps: Pick<Deps, 'files'>,
  tx: Tx,
  userId: number,
  selfie: StoredPrivateFile,
): Promise<SelfieCopy | null> {
  const stored = await storedFilesOf(tx, userId);
  const digests = new Set([selfie.sha256, selfie.receivedSha256]);
  for (const file of stored) {
    if (digests.has(file.sha256) || (file.receivedSha256 !== null && digests.has(file.receivedSha256))) {
      throw new AppError('SELFIE_IS_COPY', { [selfie.field]: 'SELFIE_IS_COPY' });
    }
  }
  if (!PICTURE_TYPES.has(selfie.contentType)) return null;
  const variants = await variantHashes(selfie.data);
  let closest: SelfieCopy | null = null;
  for (const file of stored) {
    if (!PICTURE_TYPES.has(file.contentType)) continue;
    let hash: Uint8Array;
    try {
      hash = await differenceHash(decoded(await deps.files.get(file.storageKey)));
    } catch {
      continue;
    }
    const nearest = Math.min(...variants.map((variant) => distance(variant, hash)));
    if (nearest <= SELFIE_COPY_MAX_DISTANCE && (closest === null || nearest < closest.distance)) {
      closest = { fileId: file.id, distance: nearest };
    }
  }
  return closest;
}
