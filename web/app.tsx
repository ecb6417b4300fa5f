// The app's routes. The screens arrive with the public-site and admin issues; until then, a plain shell.
export function App() {
  return (
    <main>
      <h1>Custom Software Solutions</h1>
    </main>
  );
}
