// convert-units 2.3 ships no types; only the calls the grocery merger makes are declared.
declare module 'convert-units' {
  interface Converter {
    from(unit: string): { to(unit: string): number }
    possibilities(measure?: string): string[]
  }
  function convert(value?: number): Converter
  export default convert
}
