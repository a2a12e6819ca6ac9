import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const page = await browser.newPage();
await page.setContent('<canvas id=c></canvas>');
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
console.log(await page.evaluate(readFileSync(process.argv[2]!, 'utf8')));
await browser.close();
