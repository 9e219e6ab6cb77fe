import { render } from 'preact';
import { App } from './app';
// The app's own font, served with it: Arabic and Latin render the same on every system
// (the package carries Latin subsets beside the Arabic one, each loaded only when used).
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';
import '@fontsource/noto-sans-arabic/700.css';
import './styles.css';

render(<App />, document.getElementById('app')!);
