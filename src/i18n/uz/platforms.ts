// The original product words this screen in English in its Uzbek panel too (SPEC gives its
// strings in English), so the Uzbek catalogue holds the English texts.
export { platformsEn as platformsUz } from '../en/platforms';
