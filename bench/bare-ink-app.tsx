/** The yardstick for `npm run bench:startup`: the smallest Ink app, one line of text. */
import { render, Text } from 'ink';

const app = render(<Text>bare ink app</Text>);
app.waitUntilExit();
