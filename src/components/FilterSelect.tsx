/**
 * One select of a list's filter form (market, my orders, my ads): a labelled native `<select>`
 * whose `name` is the query parameter, so the form also works as a plain GET without
 * JavaScript. With `allLabel` the first option is "any" (the empty value, reported as null).
 */
interface FilterSelectProps {
  id: string;
  name: string;
  label: string;
  value: string | null;
  allLabel?: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
  className: string;
}

export function FilterSelect(props: FilterSelectProps) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        name={props.name}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value || null)}
      >
        {props.allLabel !== undefined && <option value="">{props.allLabel}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Codes shown as they are (coins, fiats). */
export const codeOptions = (codes: readonly string[]) =>
  codes.map((code) => ({ value: code, label: code }));

/** The two trade sides as a filter's options, in the reader's words. */
export const sideOptions = (buy: string, sell: string) => [
  { value: 'buy', label: buy },
  { value: 'sell', label: sell },
];

/** Whether a filter value is a trade side. */
export const asSide = (value: string | null): 'buy' | 'sell' | null =>
  value === 'buy' || value === 'sell' ? value : null;
