/**
 * A small decorative line drawing: one rounded rectangle and a path, stroked in the text colour
 * (empty lists, the copy button). Hidden from assistive technology: the text next to it speaks.
 */
interface OutlineIconProps {
  /** Width and height in CSS pixels; the drawing's own square is `box` units wide. */
  size: number;
  box?: number;
  rect: { x: number; y: number; width: number; height: number; rx: number };
  /** The path's `d`: lines drawn over or next to the rectangle. */
  path: string;
  strokeWidth?: number;
}

export function OutlineIcon({ size, box = size, rect, path, strokeWidth = 2 }: OutlineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect {...rect} fill="none" stroke="currentColor" strokeWidth={strokeWidth} />
      <path d={path} fill="none" stroke="currentColor" strokeWidth={strokeWidth} />
    </svg>
  );
}
