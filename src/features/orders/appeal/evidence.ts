import type { ImagePurpose } from '@/contract/payments';

/**
 * Evidence images of an appeal (spec section 5: jpg/jpeg/png only). They go through the image
 * upload call (`c2cUploadImg`) with the `appeal_evidence` purpose, whose cap is 5 MB;
 * `tests/unit/orders-appeal-evidence.test.ts` pins these numbers to the contract's schemas so they
 * cannot drift apart. Pure.
 */

/** The upload purpose evidence is sent with (see the module comment). */
export const EVIDENCE_PURPOSE = 'appeal_evidence' as const satisfies ImagePurpose;

/** Size cap of one image, in MB as the messages show it, and in bytes. */
export const EVIDENCE_MAX_MB = 5;
export const EVIDENCE_MAX_BYTES = EVIDENCE_MAX_MB * 1024 * 1024;

/** Images one appeal may carry (the appeal request's `evidence` list). */
export const EVIDENCE_MAX_FILES = 5;

/** What the file picker offers: extensions and types, for browsers that match on either. */
export const EVIDENCE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

const EXTENSIONS = ['jpg', 'jpeg', 'png'];
const MIME_TYPES = ['image/jpeg', 'image/png'];

/** Why a picked file is refused before any upload. */
type EvidenceProblem = 'type' | 'size';

/** What is checked of a picked file (a `File` has all three). */
interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/**
 * Checks one picked file: a jpg/jpeg/png by both name and type (an empty file is no image
 * either), then the size cap. The server checks the content itself too (magic bytes).
 */
export function checkEvidenceFile(file: PickedFile): EvidenceProblem | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!EXTENSIONS.includes(extension) || !MIME_TYPES.includes(file.type.toLowerCase())) {
    return 'type';
  }
  if (file.size <= 0) return 'type';
  if (file.size > EVIDENCE_MAX_BYTES) return 'size';
  return null;
}

/** One picked file sorted into what happens to it. */
type PickOutcome<F extends PickedFile> =
  { file: F; accepted: true } | { file: F; accepted: false; problem: EvidenceProblem | 'tooMany' };

/**
 * Sorts a batch of picked files: valid ones are accepted while there is room next to the
 * `already` attached images; invalid ones are refused with their problem, the rest as `tooMany`.
 */
export function sortPickedFiles<F extends PickedFile>(
  files: readonly F[],
  already: number,
  max = EVIDENCE_MAX_FILES,
): PickOutcome<F>[] {
  let room = Math.max(0, max - already);
  return files.map((file) => {
    const problem = checkEvidenceFile(file);
    if (problem) return { file, accepted: false, problem };
    if (room <= 0) return { file, accepted: false, problem: 'tooMany' };
    room -= 1;
    return { file, accepted: true };
  });
}
