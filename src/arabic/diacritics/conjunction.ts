/** A vowelled reading after its clitic و or ف, "and" (`clitic` '' for none), in NFC: وَفَحَصْنَا. */
export function afterConjunction(clitic: string, reading: string): string {
  return `${clitic ? `${clitic}\u064E` : ''}${reading}`.normalize('NFC');
}
