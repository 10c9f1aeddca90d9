// react-admin's own texts in English: its language pack, as it comes.
import englishMessages from 'ra-language-english';

export const raEn = englishMessages.ra;
