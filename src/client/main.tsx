import { createRoot } from "react-dom/client";

function ApplicationPage() {
  return (
    <main>
      <h1>Apply for the art fair</h1>
    </main>
  );
}

const root = document.getElementById("root");
if (root) createRoot(root).render(<ApplicationPage />);
