import { excerptOf } from '@wishwall/domain/wish-text';

/**
 * Scripts written right to left. Satori lays text out left to right only, so a line in one of
 * these would come out with its letters in the wrong order and unjoined (docs/decisions/
 * 0057-share-cards.md): a card leaves such a text out rather than show it garbled.
 */
const RIGHT_TO_LEFT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Yezidi}\p{Script=Mende_Kikakui}\p{Script=Imperial_Aramaic}\p{Script=Phoenician}]/u;

export function hasRightToLeft(text: string): boolean {
  return RIGHT_TO_LEFT.test(text);
}

/**
 * The text a card shows, or undefined when it must show none (right-to-left). Line breaks
 * become spaces: a card has room for a few lines, not for a wish's paragraphs.
 */
export function cardText(content: string, max: number): string | undefined {
  if (hasRightToLeft(content)) return undefined;
  return excerptOf(content.replace(/\s+/g, ' ').trim(), max);
}
