// Pushes every head into the heap, empty lists' nullptr included; the
// comparator (or the loop) then reads ->val of a null pointer.
class Solution {
public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        auto later = [](ListNode* a, ListNode* b) { return a->val > b->val; };
        priority_queue<ListNode*, vector<ListNode*>, decltype(later)> heads(later);
        for (ListNode* head : lists) heads.push(head);  // <- the bug: if (head) heads.push(head)
        ListNode before;
        ListNode* tail = &before;
        while (!heads.empty()) {
            ListNode* node = heads.top();
            heads.pop();
            tail->next = node;
            tail = node;
            if (node->next) heads.push(node->next);
        }
        tail->next = nullptr;
        return before.next;
    }
};
