import './app/globals.css';
import { startApp } from './boot';

// Every screen but a signed-out visitor's landing page: an empty shell the app renders into.
void startApp();
