import { lazyScreen } from '../../lazyScreen';
import { exactPath } from '../exactPath';
import { SCREENS } from '../../boot/screens';

export default {
  list: exactPath(lazyScreen(SCREENS.cards, 'CardList')),
  recordRepresentation: 'cardNumber',
};
