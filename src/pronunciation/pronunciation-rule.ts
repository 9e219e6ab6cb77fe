/** One entry of a pronunciation dictionary: say `alias` wherever `text` is written. */
export interface PronunciationRule {
  text: string;
  alias: string;
}

/** A dictionary's rules as one request reads them, with what changes whenever they do. */
export interface VersionedRules {
  /** The dictionary id and the time of its last change, to the microsecond. */
  version: string;
  rules: PronunciationRule[];
}
