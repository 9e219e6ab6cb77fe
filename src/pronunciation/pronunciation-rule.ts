/** One entry of a pronunciation dictionary: say `alias` wherever `text` is written. */
export interface PronunciationRule {
  text: string;
  alias: string;
}
