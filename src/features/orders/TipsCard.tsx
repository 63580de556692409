/**
 * A titled list of short tips beside a form or an order: the order page's safety tips and the
 * appeal page's "what happens next". Each page keeps its own element and class names (a card in
 * the order column, an aside on the appeal page); the shape is written once here.
 */
export function TipsCard({
  as: Tag = 'section',
  id,
  className,
  titleClassName,
  title,
  tips,
}: {
  /** `section` in a column of cards, `aside` when the list stands beside the main content. */
  as?: 'section' | 'aside';
  /** The heading's id, which labels the card. */
  id: string;
  className: string;
  titleClassName: string;
  title: string;
  tips: readonly string[];
}) {
  return (
    <Tag className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      <ul>
        {tips.map((tip, index) => (
          // A fixed list, never reordered: the position is a stable key.
          <li key={index}>{tip}</li>
        ))}
      </ul>
    </Tag>
  );
}
