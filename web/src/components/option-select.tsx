import { NativeSelect } from '@chakra-ui/react';

export interface SelectOption<V extends string> {
  id: V;
  label: string;
}

export interface OptionSelectProps<V extends string> {
  options: readonly SelectOption<V>[];
  value: V;
  /** Called with one of the options' ids, never with anything else. */
  onChange: (value: V) => void;
  id?: string;
  'aria-label'?: string;
  size?: 'sm' | 'md';
  width?: string;
}

/** A native select over a fixed list of typed options (periods, ranges). */
export function OptionSelect<V extends string>({
  options,
  value,
  onChange,
  id,
  'aria-label': ariaLabel,
  size,
  width,
}: OptionSelectProps<V>) {
  return (
    <NativeSelect.Root size={size} width={width}>
      <NativeSelect.Field
        id={id}
        aria-label={ariaLabel}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.id === event.currentTarget.value);
          if (chosen) onChange(chosen.id);
        }}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
