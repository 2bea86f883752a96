import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConvertMutasiPage } from '../src/features/convert-mutasi/ConvertMutasiPage.tsx';
import { csvFile, rawServer, renderPage, stubDownloadsEach } from './fake-server.tsx';
import { optionsOf } from './texts.ts';

const ENDPOINTS: [string, string][] = [
  ['BNI Mobile Banking', '/api/uploadfixbnimobileformat'],
  ['Mandiri', '/api/uploadfixmandiriformat'],
  ['QRIS', '/api/uploadfixqrisformat'],
];

const excel = (name = 'Mutasi Juli.xlsx', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const downloads = stubDownloadsEach();

/** applyAccept off: the picker's accept filter is only a hint in a real browser (the user can choose "All files"). */
const setup = () => userEvent.setup({ applyAccept: false });
const bankSelect = () => screen.getByRole('combobox', { name: /Bank/ });
const convertButton = () => screen.getByRole('button', { name: 'Convert & Download' });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('File Excel');
const passwordInput = () => screen.getByLabelText<HTMLInputElement>('Password file (jika ada)');
const refusal = (message: string) => () => new Response(JSON.stringify({ message }), { status: 400, headers: { 'content-type': 'application/json' } });

async function choose(user: ReturnType<typeof setup>, bank: string, file: File) {
  await user.selectOptions(bankSelect(), bank);
  await user.upload(fileInput(), file);
}

describe('Convert Mutasi page', () => {
  it('asks for the bank first, then offers the Excel file area and where to upload the result', async () => {
    const user = setup();
    renderPage(<ConvertMutasiPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Convert Mutasi' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home>Convert Mutasi');
    expect(optionsOf(bankSelect())).toEqual(['-- Select Bank --', 'BNI Mobile Banking', 'Mandiri', 'QRIS']);
    expect(screen.getByText('Please select a bank first.')).toBeInTheDocument();
    expect(screen.queryByLabelText('File Excel')).not.toBeInTheDocument();
    await user.selectOptions(bankSelect(), 'Mandiri');
    expect(screen.queryByText('Please select a bank first.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pilih File Excel' })).toHaveAccessibleDescription('Format: .xls atau .xlsx • Max 1 file');
    expect(screen.getByText('Bank Settlement › Bank › Mandiri')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload' })).toHaveAttribute('href', '/upload');
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('.xls,.xlsx'));
    expect(fileInput()).not.toHaveAttribute('multiple');
  });

  it("refuses to convert without a bank or a file: '❌ Please select a bank and file.'", async () => {
    const user = setup();
    const calls = rawServer({});
    renderPage(<ConvertMutasiPage />);
    await user.click(convertButton());
    expect(screen.getByRole('alert')).toHaveTextContent('❌ Please select a bank and file.');
    await user.selectOptions(bankSelect(), 'QRIS');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(convertButton());
    expect(screen.getByRole('alert')).toHaveTextContent('❌ Please select a bank and file.');
    expect(calls).toEqual([]);
  });

  it("takes one .xls or .xlsx file, picked or dropped, and refuses others with '❌ File harus .xls atau .xlsx'", async () => {
    const user = setup();
    renderPage(<ConvertMutasiPage />);
    await user.selectOptions(bankSelect(), 'BNI Mobile Banking');

    await user.upload(fileInput(), new File(['a,b'], 'mutasi.csv', { type: 'text/csv' }));
    expect(screen.getByRole('alert')).toHaveTextContent('❌ File harus .xls atau .xlsx');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    fireEvent.drop(screen.getByTestId('excel-drop-zone'), { dataTransfer: { files: [new File(['x'], 'mutasi.xlsx.pdf')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('❌ File harus .xls atau .xlsx');

    fireEvent.drop(screen.getByTestId('excel-drop-zone'), { dataTransfer: { files: [excel('a.xlsx'), excel('b.xlsx')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('❌ Hanya 1 file per konversi.');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    fireEvent.drop(screen.getByTestId('excel-drop-zone'), { dataTransfer: { files: [excel('MUTASI LAMA.XLS', 3584)] } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('MUTASI LAMA.XLS')).toBeInTheDocument();
    expect(screen.getByText('3.50 KB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove MUTASI LAMA.XLS' }));
    expect(screen.queryByText('MUTASI LAMA.XLS')).not.toBeInTheDocument();
    await user.upload(fileInput(), excel('Mutasi Juli.xlsx', 2048));
    expect(screen.getByText('Mutasi Juli.xlsx')).toBeInTheDocument();
    expect(screen.getByText('2.00 KB')).toBeInTheDocument();
  });

  it('opens the file picker from the keyboard', async () => {
    const user = setup();
    renderPage(<ConvertMutasiPage />);
    await user.selectOptions(bankSelect(), 'QRIS');
    let opened = 0;
    fileInput().addEventListener('click', () => opened++);
    screen.getByRole('button', { name: 'Pilih File Excel' }).focus();
    await user.keyboard('{Enter}');
    expect(opened).toBe(1);
    await user.keyboard(' ');
    expect(opened).toBe(2);
  });

  it.each(ENDPOINTS)('%s: sends the file as multipart myfile to %s and saves the CSV under the original name', async (bank, path) => {
    const user = setup();
    const calls = rawServer({ [`POST ${path}`]: () => csvFile('server-name.csv', 'Tanggal,Keterangan\r\n') });
    renderPage(<ConvertMutasiPage />);
    const file = excel('Mutasi Juli.xlsx');
    await choose(user, bank, file);
    await user.click(convertButton());

    expect(await screen.findByText('✅ File converted and downloaded successfully!')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    const { method, url, init } = calls[0]!;
    expect([method, url, init?.credentials]).toEqual(['POST', path, 'include']);
    expect(init?.body).toBeInstanceOf(FormData);
    const form = init!.body as FormData;
    expect([...form.keys()]).toEqual(['myfile']);
    expect((form.get('myfile') as File).name).toBe('Mutasi Juli.xlsx');
    expect((form.get('myfile') as File).size).toBe(file.size);
    // The browser sets multipart/form-data with its boundary: no content-type of ours.
    expect(new Headers(init?.headers).get('content-type')).toBeNull();

    expect(downloads.saved.map((f) => f.name)).toEqual(['Mutasi Juli.csv']);
    expect(await downloads.saved[0]!.blob.text()).toBe('Tanggal,Keterangan\r\n');
    // Done: the file is cleared, the bank kept for the next one.
    expect(screen.queryByText('Mutasi Juli.xlsx')).not.toBeInTheDocument();
    expect((bankSelect() as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(bank);
  });

  it("names an .XLS file's result with .csv too", async () => {
    const user = setup();
    rawServer({ 'POST /api/uploadfixmandiriformat': () => csvFile('x.csv') });
    renderPage(<ConvertMutasiPage />);
    await choose(user, 'Mandiri', excel('rekening koran.xlsx.XLS'));
    await user.click(convertButton());
    await waitFor(() => expect(downloads.saved.map((f) => f.name)).toEqual(['rekening koran.xlsx.csv']));
  });

  it("reads 'Converting...' and shows 'Processing...' while the server works", async () => {
    const user = setup();
    let answer!: (response: Response) => void;
    rawServer({ 'POST /api/uploadfixqrisformat': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage(<ConvertMutasiPage />);
    await choose(user, 'QRIS', excel('qris.xlsx'));
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument();
    await user.click(convertButton());

    const busy = await screen.findByRole('button', { name: 'Converting...' });
    expect(busy).toBeDisabled();
    expect(screen.getByText('Processing...')).toBeInTheDocument();
    expect(bankSelect()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove qris.xlsx' })).toBeDisabled();

    answer(csvFile('qris.csv'));
    expect(await screen.findByRole('button', { name: 'Convert & Download' })).toBeEnabled();
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument();
    expect(downloads.saved.map((f) => f.name)).toEqual(['qris.csv']);
  });

  it("says '❌ Conversion failed.' with the server's reason, saves nothing and keeps the file for another try", async () => {
    const user = setup();
    rawServer({
      'POST /api/uploadfixbnimobileformat': () =>
        new Response(JSON.stringify({ message: 'File Excel kosong: tidak ada data di sheet mana pun.' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
      'POST /api/uploadfixmandiriformat': () => new Response('', { status: 500 }),
    });
    renderPage(<ConvertMutasiPage />);
    await choose(user, 'BNI Mobile Banking', excel('kosong.xlsx'));
    await user.click(convertButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Conversion failed. File Excel kosong: tidak ada data di sheet mana pun.');
    expect(screen.getByText('kosong.xlsx')).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);

    await user.selectOptions(bankSelect(), 'Mandiri');
    await user.click(convertButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('❌ Conversion failed. Terjadi kesalahan di server. Coba lagi.'));
    expect(downloads.saved).toEqual([]);
  });

  it('offers a password field for a workbook encrypted in Excel, and sends the password with the file only when typed', async () => {
    const user = setup();
    const calls = rawServer({ 'POST /api/uploadfixmandiriformat': () => csvFile('e-statement.csv') });
    renderPage(<ConvertMutasiPage />);
    await choose(user, 'Mandiri', excel('e-statement.xlsx'));
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'off');
    await user.type(passwordInput(), ' Rahasia 2026!');
    await user.click(convertButton());

    expect(await screen.findByText('✅ File converted and downloaded successfully!')).toBeInTheDocument();
    const form = calls[0]!.init!.body as FormData;
    expect([...form.keys()]).toEqual(['password', 'myfile']);
    expect(form.get('password')).toBe(' Rahasia 2026!');
    // Done: the password goes with the file.
    expect(passwordInput()).toHaveValue('');
  });

  it('moves the focus to the password field and shows the refusal next to it when the file needs a password, or another one', async () => {
    const user = setup();
    const answers = [refusal('File Excel ini dilindungi password. Isi kolom Password file lalu coba lagi.'), refusal('Password file salah.')];
    rawServer({ 'POST /api/uploadfixmandiriformat': () => answers.shift()!() });
    renderPage(<ConvertMutasiPage />);
    await choose(user, 'Mandiri', excel('e-statement.xlsx'));
    await user.click(convertButton());

    await waitFor(() => expect(passwordInput()).toHaveFocus());
    expect(passwordInput()).toHaveAccessibleDescription('File Excel ini dilindungi password. Isi kolom Password file lalu coba lagi.');
    expect(passwordInput()).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent(/^File Excel ini dilindungi password\. Isi kolom Password file lalu coba lagi\.$/);
    expect(screen.getByText('e-statement.xlsx')).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);

    await user.type(passwordInput(), 'salah');
    expect(passwordInput()).not.toHaveAccessibleDescription();
    await user.click(convertButton());
    await waitFor(() => expect(passwordInput()).toHaveFocus());
    expect(passwordInput()).toHaveAccessibleDescription('Password file salah.');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Password file salah\.$/);
    expect(passwordInput()).toHaveValue('salah');
  });
});
