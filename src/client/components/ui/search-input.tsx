import { useId } from "react";
import { Input } from "./input";

interface SearchInputProps {
  /** Read by screen readers; the placeholder shows the hint. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
}

/** A search box with a label only screen readers see. */
export function SearchInput({ label, placeholder, value, onChange, id }: SearchInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Input
        id={inputId}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
      />
    </>
  );
}
